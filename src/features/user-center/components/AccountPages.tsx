import { Alert, Badge, Box, Button, chakra, DataList, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { ApiError, callApi } from '../../../lib/api';
import { authRequest, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import type { MyProfile } from '../../../shared/contract/calls/account';
import { passwordProblem } from '../../../shared/validation/account';
import { myInfoQuery } from '../api/queries';
import { SectionTitle } from './UserCenterLayout';
import { DesignTeamPanel } from './DesignTeamPanel';

const card = { p: { base: '5', md: '8' }, borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.muted', bg: 'bg.surface', maxW: '2xl' } as const;

function VipStatus({ profile }: { profile: MyProfile }) {
  const { t } = useLocale();
  if (profile.is_vip) {
    return (
      <Badge bg="gold.solid" color="white" borderRadius="full" px="3">
        {t('usercenter.vipActive', { date: profile.vip_end_date })}
      </Badge>
    );
  }
  return (
    <Stack direction="row" align="center" gap="3">
      <Text>{profile.vip_end_date ? t('usercenter.vipEnded', { date: profile.vip_end_date }) : t('usercenter.vipNone')}</Text>
      <Button asChild size="xs" borderRadius="full" bg="gold.solid" color="white">
        <RouterLink to="/userCenter/member">{t('usercenter.buyVip')}</RouterLink>
      </Button>
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: MyProfile }) {
  const { t, locale } = useLocale();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ nickname: profile.nickname, company: profile.company, job_title: profile.job_title });
  const save = useMutation({
    mutationFn: () => callApi('oct/UserCenter/updateMyInfo', values),
    onSuccess: (saved) => queryClient.setQueryData(myInfoQuery(locale).queryKey, saved),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  const fields = [
    ['nickname', 'usercenter.nickname', 32],
    ['company', 'usercenter.company', 64],
    ['job_title', 'usercenter.jobTitle', 32],
  ] as const;
  return (
    <chakra.form onSubmit={submit} display="flex" flexDirection="column" gap="4" data-testid="profile-form">
      {fields.map(([name, label, max]) => (
        <Field.Root key={name}>
          <Field.Label>{t(label)}</Field.Label>
          <Input name={name} maxLength={max} value={values[name]} onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))} />
        </Field.Root>
      ))}
      {save.error && (
        <Alert.Root status="error" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>{save.error instanceof ApiError ? save.error.msg : t('usercenter.loadFailed')}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction="row" align="center" gap="3">
        <Button type="submit" bg="loom.solid" color="loom.contrast" borderRadius="full" px="6" loading={save.isPending} loadingText={t('usercenter.saving')}>
          {t('usercenter.save')}
        </Button>
        {save.isSuccess && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('usercenter.saved')}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}

/** /userCenter/myInfo: who I am, my membership, and the fields I may change. */
export function MyInfoPage() {
  const { t, locale } = useLocale();
  const query = useQuery(myInfoQuery(locale));
  usePageTitle(t('usercenter.myInfo'));
  const profile = query.data;
  return (
    <Box data-testid="myinfo-page">
      <SectionTitle>{t('usercenter.myInfo')}</SectionTitle>
      <PageStatusView status={pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()} skeleton="article">
        {profile && (
          <Stack gap="6" {...card}>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>{t('usercenter.username')}</DataList.ItemLabel>
                <DataList.ItemValue>{profile.username}</DataList.ItemValue>
              </DataList.Item>
              {profile.phone && (
                <DataList.Item>
                  <DataList.ItemLabel>{t('usercenter.phone')}</DataList.ItemLabel>
                  <DataList.ItemValue>{profile.phone}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>{t('usercenter.vipStatus')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <VipStatus profile={profile} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('usercenter.memberSince')}</DataList.ItemLabel>
                <DataList.ItemValue>{profile.created_date}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <ProfileForm key={`${profile.nickname}|${profile.company}|${profile.job_title}`} profile={profile} />
          </Stack>
        )}
      </PageStatusView>
    </Box>
  );
}

/** /userCenter/setting: change password (needs the current one; other devices are logged out). */
export function SettingPage() {
  const { t } = useLocale();
  const { info } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  usePageTitle(t('usercenter.setting'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    const rule = passwordProblem(next, info?.username ?? '');
    if (rule) return setProblem(rule);
    if (next !== confirm) return setProblem(t('usercenter.passwordMismatch'));
    setProblem(null);
    setBusy(true);
    try {
      await authRequest('/api/auth/password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const fields = [
    ['currentPassword', 'usercenter.currentPassword', current, setCurrent, 'current-password'],
    ['newPassword', 'usercenter.newPassword', next, setNext, 'new-password'],
    ['confirmPassword', 'usercenter.confirmPassword', confirm, setConfirm, 'new-password'],
  ] as const;
  return (
    <Box data-testid="setting-page">
      <SectionTitle>{t('usercenter.setting')}</SectionTitle>
      <chakra.form onSubmit={submit} noValidate display="flex" flexDirection="column" gap="4" {...card}>
        <Text fontWeight="semibold">{t('usercenter.changePassword')}</Text>
        {fields.map(([name, label, value, set, autoComplete]) => (
          <Field.Root key={name} required>
            <Field.Label>{t(label)}</Field.Label>
            <Input name={name} type="password" autoComplete={autoComplete} value={value} onChange={(event) => set(event.target.value)} />
          </Field.Root>
        ))}
        {problem && (
          <Alert.Root status="error" borderRadius="l2" data-testid="password-error">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {done && (
          <Alert.Root status="success" borderRadius="l2" data-testid="password-changed">
            <Alert.Indicator />
            <Alert.Title>{t('usercenter.passwordChanged')}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" bg="loom.solid" color="loom.contrast" borderRadius="full" px="6" loading={busy} loadingText={t('usercenter.saving')}>
            {t('usercenter.changePassword')}
          </Button>
        </Box>
      </chakra.form>
    </Box>
  );
}

/** /userCenter/accountManage/complex: account type (the designer rule sends type-1 accounts here). */
export function AccountManagePage() {
  const { t } = useLocale();
  const { info } = useSession();
  usePageTitle(t('usercenter.accountManage'));
  const designer = info?.type === 1;
  return (
    <Box data-testid="account-manage-page">
      <SectionTitle>{t('usercenter.accountManage')}</SectionTitle>
      <Stack gap="5" {...card}>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('usercenter.username')}</DataList.ItemLabel>
            <DataList.ItemValue>{info?.username}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('usercenter.accountType')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="account-type">{designer ? t('usercenter.designerAccount') : t('usercenter.standardAccount')}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Alert.Root status={designer ? 'warning' : 'info'} borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>{designer ? t('usercenter.designerExplain') : info?.is_vip ? t('usercenter.vipExplain') : t('usercenter.standardExplain')}</Alert.Title>
        </Alert.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('usercenter.singleDevice')}
        </Text>
      </Stack>
      <Box mt="8">
        <SectionTitle>{t('usercenter.designTeam')}</SectionTitle>
        <Stack gap="5" {...card}>
          <DesignTeamPanel designer={designer} />
        </Stack>
      </Box>
    </Box>
  );
}
