import { Badge, Button, Checkbox, Container, Field, Flex, Heading, HStack, Image, Input, Link, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api';
import { blogHref, callIns, insQuery } from '../../lib/ins/api';
import { NeedsNetwork } from '../../lib/offline/components/NeedsNetwork';
import { useOfflineUser } from '../../lib/offline/hooks/use-offline-user';
import { useOnline } from '../../lib/offline/hooks/use-online';
import { notifyOffline } from '../../lib/offline/toaster';
import { usePageTitle } from '../../lib/use-page-title';
import { INS_MESSAGES } from '../../shared/contract/ins-proxy';
import { INS_GROUP_NAME_MAX } from '../../shared/sync/protocol';
import { groupNameError } from './components/CollectDialog';
import { useGroupCollects, useInsGroups, type LocalGroup } from './hooks/use-collects';

/** A group name form (create or rename) with the spec's messages. */
function NameForm({ groups, initial = '', except, submitLabel, onSubmit, onCancel, testId }: {
  groups: LocalGroup[];
  initial?: string;
  except?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useLocale();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = groupNameError(name, groups, t, except);
        setError(problem);
        if (!problem) void onSubmit(name.trim()).then(() => setName(''));
      }}
    >
      <Field.Root invalid={error !== null}>
        <HStack gap="2" w="full">
          <Input size="sm" maxLength={INS_GROUP_NAME_MAX} value={name} placeholder={t('ins.groupName')} aria-label={t('ins.groupName')} onChange={(e) => { setName(e.currentTarget.value); setError(null); }} />
          <Button size="sm" type="submit">
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              {t('ins.cancel')}
            </Button>
          )}
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}

/** One group's posts with select, move, rename, clear and delete. */
function GroupPanel({ group, groups }: { group: LocalGroup; groups: LocalGroup[] }) {
  const { t } = useLocale();
  const user = useOfflineUser();
  const collects = useGroupCollects(group.groupId) ?? [];
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [renaming, setRenaming] = useState(false);
  const [target, setTarget] = useState('');
  const others = groups.filter((g) => g.groupId !== group.groupId);
  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      notifyOffline('success', done);
    } catch {
      notifyOffline('error', INS_MESSAGES.serverError);
    }
  };
  if (!user) return null;
  const { store } = user;
  const move = () => {
    const to = others.find((g) => g.groupId === target);
    if (!to) return;
    void run(async () => {
      for (const collect of collects.filter((c) => selected.has(c.blogId))) {
        await store.setInsCollect(to.groupId, collect, true);
        await store.setInsCollect(group.groupId, collect, false);
      }
      setSelected(new Set());
    }, t('ins.moved', { name: to.name }));
  };

  return (
    <Stack gap="4" flex="1" minW="0" data-testid="group-panel">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        {renaming ? (
          <NameForm
            groups={groups}
            initial={group.name}
            except={group.groupId}
            submitLabel={t('ins.save')}
            testId="rename-form"
            onCancel={() => setRenaming(false)}
            onSubmit={(name) => run(async () => { await store.saveInsGroup(name, group.groupId); setRenaming(false); }, t('ins.renamed', { name }))}
          />
        ) : (
          <Heading as="h2" fontSize="xl" data-testid="group-title">
            {group.name} <Badge ml="1">{group.count}</Badge>
          </Heading>
        )}
        <HStack gap="1">
          <Button size="sm" variant="outline" onClick={() => setRenaming(true)} data-testid="group-rename">
            {t('ins.rename')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={collects.length === 0}
            data-testid="group-clear"
            onClick={() => window.confirm(t('ins.confirmClear', { name: group.name })) && void run(async () => { for (const c of collects) await store.setInsCollect(group.groupId, c, false); }, t('ins.cleared', { name: group.name }))}
          >
            {t('ins.clear')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            data-testid="group-delete"
            onClick={() => window.confirm(t('ins.confirmDelete', { name: group.name })) && void run(() => store.deleteInsGroup(group.groupId), t('ins.deleted', { name: group.name }))}
          >
            {t('ins.delete')}
          </Button>
        </HStack>
      </Flex>
      {selected.size > 0 && others.length > 0 && (
        <HStack gap="2" data-testid="move-bar">
          <Text fontSize="sm">{t('ins.selected', { count: selected.size })}</Text>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field aria-label={t('ins.moveTo')} value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
              <option value="">{t('ins.moveTo')}</option>
              {others.map((g) => (
                <option key={g.groupId} value={g.groupId}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" disabled={!target} onClick={move} data-testid="move-submit">
            {t('ins.moveTo')}
          </Button>
        </HStack>
      )}
      {collects.length === 0 && <Text color="fg.muted">{t('ins.groupEmpty')}</Text>}
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="3" data-testid="group-posts">
        {collects.map((collect) => (
          <Stack key={collect.key} gap="1" position="relative">
            <Link asChild>
              <RouterLink to={blogHref(collect.blogId)}>
                <Image src={`${collect.cover}/thumb`} alt={collect.content} aspectRatio={1} objectFit="cover" borderRadius="l2" w="full" loading="lazy" />
              </RouterLink>
            </Link>
            <Checkbox.Root
              position="absolute"
              top="2"
              left="2"
              bg="bg.panel"
              borderRadius="l1"
              p="1"
              checked={selected.has(collect.blogId)}
              onCheckedChange={({ checked }) => {
                const next = new Set(selected);
                if (checked) next.add(collect.blogId);
                else next.delete(collect.blogId);
                setSelected(next);
              }}
            >
              <Checkbox.HiddenInput aria-label={collect.content} />
              <Checkbox.Control />
            </Checkbox.Root>
            <Text fontSize="xs" color="fg.muted" truncate>
              {collect.uperName}
            </Text>
            <Text fontSize="sm" lineClamp={2}>
              {collect.content}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const ACCOUNT = /^@?[A-Za-z0-9_.]{1,30}$/;

/** Suggest a blogger for inclusion (POST /api/v1/inclusion): needs the network. */
function SuggestBlogger() {
  const { t, locale } = useLocale();
  const online = useOnline();
  const client = useQueryClient();
  const mine = useQuery({ ...insQuery('inclusions', {}, [], locale), enabled: online });
  const [account, setAccount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => callIns('inclusionAdd', { account: account.trim(), note }),
    onSuccess: async () => {
      setAccount('');
      setNote('');
      notifyOffline('success', t('ins.suggestDone'));
      await client.invalidateQueries({ queryKey: ['ins'] });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.msg : INS_MESSAGES.serverError),
  });
  const noteMax = 200;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l3" p="4" data-testid="suggest-blogger">
      <Heading as="h2" fontSize="md">
        {t('ins.suggestTitle')}
      </Heading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const problem = ACCOUNT.test(account.trim()) ? null : t('ins.suggestInvalid');
          setError(problem);
          if (!problem && !send.isPending) send.mutate();
        }}
      >
        <Stack gap="2">
          <Field.Root invalid={error !== null} required>
            <Field.Label>{t('ins.suggestAccount')}</Field.Label>
            <Input size="sm" value={account} maxLength={31} placeholder="@account" onChange={(e) => { setAccount(e.currentTarget.value); setError(null); }} data-testid="suggest-account" />
            {error && <Field.ErrorText data-testid="suggest-error">{error}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('ins.suggestNote')}</Field.Label>
            <Textarea size="sm" value={note} maxLength={noteMax} onChange={(e) => setNote(e.currentTarget.value)} rows={2} />
          </Field.Root>
          <HStack>
            <Button size="sm" type="submit" disabled={!online || send.isPending} data-testid="suggest-submit">
              {t('ins.suggestSubmit')}
            </Button>
            <NeedsNetwork online={online} />
          </HStack>
        </Stack>
      </form>
      {mine.data && mine.data.list.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {t('ins.mySuggestions')}
          </Text>
          {mine.data.list.map((row) => (
            <HStack key={row.id} justify="space-between" fontSize="sm">
              <Text>@{row.account}</Text>
              <Badge>{t(row.status === 1 ? 'ins.suggestStatus1' : row.status === 2 ? 'ins.suggestStatus2' : 'ins.suggestStatus0')}</Badge>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /ins/collects: the user's collect groups (create, rename, delete, clear, move posts) and blogger suggestions. Works offline except the suggestion. */
export function CollectGroupsPage() {
  const { t } = useLocale();
  const user = useOfflineUser();
  const { signedIn, groups } = useInsGroups();
  const [current, setCurrent] = useState<string | null>(null);
  usePageTitle(t('ins.groupsTitle'));
  const list = groups ?? [];
  const open = list.find((g) => g.groupId === current) ?? list[0] ?? null;
  if (!signedIn) {
    return (
      <Container maxW="1200px" py="8">
        <Text>{INS_MESSAGES.notLoggedIn}</Text>
      </Container>
    );
  }
  return (
    <Container maxW="1360px" py={{ base: '6', md: '8' }}>
      <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} mb="6">
        {t('ins.groupsTitle')}
      </Heading>
      <Flex gap="8" direction={{ base: 'column', lg: 'row' }} align="start">
        <Stack w={{ base: 'full', lg: '72' }} flexShrink={0} gap="4">
          <Stack gap="1" data-testid="group-list">
            {list.length === 0 && <Text color="fg.muted">{t('ins.groupsEmpty')}</Text>}
            {list.map((group) => (
              <Button key={group.groupId} justifyContent="space-between" variant={group.groupId === open?.groupId ? 'subtle' : 'ghost'} aria-current={group.groupId === open?.groupId} onClick={() => setCurrent(group.groupId)}>
                <Text truncate>{group.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {group.count}
                </Text>
              </Button>
            ))}
          </Stack>
          <NameForm
            groups={list}
            submitLabel={t('ins.create')}
            testId="create-group"
            onSubmit={async (name) => {
              const group = await user!.store.saveInsGroup(name);
              setCurrent(group.groupId);
              notifyOffline('success', t('ins.newGroup'));
            }}
          />
          <SuggestBlogger />
        </Stack>
        {open && <GroupPanel key={open.groupId} group={open} groups={list} />}
      </Flex>
    </Container>
  );
}
