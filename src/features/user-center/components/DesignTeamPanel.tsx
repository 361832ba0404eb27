import { Alert, Badge, Button, chakra, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { waitingStatusOf } from '../../../components/content';
import { ApiError, callApi } from '../../../lib/api';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { NeedsNetwork } from '../../../lib/offline/components/NeedsNetwork';
import { notifyOffline } from '../../../lib/offline/toaster';
import { useLocale } from '../../../i18n/use-locale';
import type { DesignCompany, DesignerLookup, DesignMember } from '../../../shared/contract/calls/design';
import { companyQuery, designTeamQuery } from '../api/queries';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.msg : fallback);

function useBind() {
  const { t, locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1; name: string }) => callApi('oct/UserCenter/setBindDesignStatus', { id, status }),
    onSuccess: (_result, { status, name }) => {
      void queryClient.invalidateQueries({ queryKey: companyQuery(locale).queryKey });
      void queryClient.invalidateQueries({ queryKey: designTeamQuery(locale).queryKey });
      notifyOffline('success', status === 1 ? t('usercenter.bindDone', { name }) : t('usercenter.unbindDone', { name }));
    },
    onError: (error) => notifyOffline('warning', errorText(error, t('usercenter.loadFailed'))),
  });
}

function MemberRow({ member, owner, online }: { member: DesignMember; owner: boolean; online: boolean }) {
  const { t } = useLocale();
  const bind = useBind();
  const name = member.nickname || member.username;
  return (
    <Flex as="li" align="center" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" data-testid="design-member">
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" lineClamp={1}>
          {name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {member.username} · {member.updated_date}
        </Text>
      </Stack>
      <Badge borderRadius="full" colorPalette={member.status === 1 ? 'green' : 'gray'}>
        {member.status === 1 ? t('usercenter.memberBound') : t('usercenter.memberUnbound')}
      </Badge>
      {owner && (
        <Button
          size="xs"
          borderRadius="full"
          variant="outline"
          disabled={!online}
          loading={bind.isPending}
          onClick={() => bind.mutate({ id: member.id, status: member.status === 1 ? 0 : 1, name })}
        >
          {member.status === 1 ? t('usercenter.unbind') : t('usercenter.rebind')}
        </Button>
      )}
    </Flex>
  );
}

function BindForm({ online }: { online: boolean }) {
  const { t } = useLocale();
  const [account, setAccount] = useState('');
  const [found, setFound] = useState<DesignerLookup | null>(null);
  const lookup = useMutation({
    mutationFn: (value: string) => callApi('oct/UserCenter/getDesign', { account: value }),
    onSuccess: (result) => setFound(result?.designer ?? null),
    onError: () => setFound(null),
  });
  const bind = useBind();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (account.trim() && !lookup.isPending) lookup.mutate(account.trim());
  };
  const stateText = { free: t('usercenter.stateFree'), bound_here: t('usercenter.stateBoundHere'), bound_elsewhere: t('usercenter.stateBoundElsewhere') };
  return (
    <Stack gap="3" data-testid="design-bind">
      <Text fontWeight="semibold">{t('usercenter.bindTitle')}</Text>
      <chakra.form onSubmit={submit} display="flex" gap="2" alignItems="end">
        <Field.Root flex="1">
          <Field.Label fontSize="sm">{t('usercenter.bindAccount')}</Field.Label>
          <Input name="designer-account" maxLength={64} value={account} onChange={(event) => setAccount(event.target.value)} />
        </Field.Root>
        <Button type="submit" variant="outline" borderRadius="full" loading={lookup.isPending} disabled={!online}>
          {t('usercenter.lookup')}
        </Button>
      </chakra.form>
      <NeedsNetwork online={online} />
      {lookup.error && (
        <Alert.Root status="warning" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>{errorText(lookup.error, t('usercenter.loadFailed'))}</Alert.Title>
        </Alert.Root>
      )}
      {found && (
        <Flex align="center" gap="3" p="3" borderRadius="l2" bg="bg.muted" data-testid="design-lookup">
          <Text flex="1">
            {found.nickname || found.username} <Text as="span" color="fg.muted" fontSize="sm">({found.username})</Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {stateText[found.state]}
          </Text>
          {found.state === 'free' && (
            <Button
              size="sm"
              borderRadius="full"
              bg="loom.solid"
              color="loom.contrast"
              loading={bind.isPending}
              disabled={!online}
              onClick={() =>
                bind.mutate(
                  { id: found.id, status: 1, name: found.nickname || found.username },
                  { onSuccess: () => setFound({ ...found, state: 'bound_here' }) },
                )
              }
            >
              {t('usercenter.bind')}
            </Button>
          )}
        </Flex>
      )}
    </Stack>
  );
}

function CompanyView({ company }: { company: DesignCompany }) {
  const { t, locale } = useLocale();
  const online = useOnline();
  const team = useQuery(designTeamQuery(locale));
  const owner = company.role === 'owner';
  const list = team.data?.list ?? [];
  return (
    <Stack gap="5" data-testid="design-company">
      <Flex align="center" gap="3" wrap="wrap">
        <Text fontSize="lg" fontWeight="semibold" data-testid="design-company-name">
          {company.name}
        </Text>
        <Badge borderRadius="full" bg="gold.solid" color="white">
          {owner ? t('usercenter.companyRoleOwner') : t('usercenter.companyRoleMember')}
        </Badge>
        <Text fontSize="sm" color="fg.muted" ms={{ sm: 'auto' }}>
          {owner ? t('usercenter.seatsUsed', { used: company.used, seats: company.seats }) : t('usercenter.companyOwner', { owner: company.owner })}
        </Text>
      </Flex>
      {list.length === 0 ? (
        <Text color="fg.muted">{{ offline: t('content.statusOffline'), loading: '…', none: t('usercenter.teamEmpty') }[waitingStatusOf(team) ?? 'none']}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0">
          {list.map((member) => (
            <MemberRow key={member.id} member={member} owner={owner} online={online} />
          ))}
        </Stack>
      )}
      {owner && <BindForm online={online} />}
    </Stack>
  );
}

/** The account management page's design team (type-1 accounts): company, team, bind and unbind. */
export function DesignTeamPanel({ designer }: { designer: boolean }) {
  const { t, locale } = useLocale();
  const query = useQuery({ ...companyQuery(locale), enabled: designer });
  if (!designer) {
    return (
      <Alert.Root status="info" borderRadius="l2" data-testid="design-only">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('usercenter.designTeam')}</Alert.Title>
          <Alert.Description>{t('usercenter.designerOnly')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (query.error) return <Text color="fg.muted">{errorText(query.error, t('usercenter.loadFailed'))}</Text>;
  if (!query.data) return <Text color="fg.muted">…</Text>;
  return query.data.company ? (
    <CompanyView company={query.data.company} />
  ) : (
    <HStack>
      <Text color="fg.muted" data-testid="design-no-company">
        {t('usercenter.noCompany')}
      </Text>
    </HStack>
  );
}
