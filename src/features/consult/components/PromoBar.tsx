import { Box, Button, chakra, CloseButton, Container, Field, Input, Stack, Text } from '@chakra-ui/react';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, callApi } from '../../../lib/api';
import { useSession, useSessionFlag } from '../../../lib/session';
import { useLocale } from '../../../i18n/use-locale';
import { checkConsult } from '../../../shared/validation/consult';
import { promoBarShown } from '../footer-rules';

/**
 * The closable free-VIP-trial bar with its consult form (General/addConsult): phone required and
 * checked after a real whitespace trim, region optional, one request at a time; success clears
 * the form and confirms the 24-hour callback.
 */
export function PromoBar() {
  const { t } = useLocale();
  const { info, loggedIn } = useSession();
  const { pathname } = useLocation();
  const [closed, close] = useSessionFlag('trendloom.promoBar.closed');
  const [mobile, setMobile] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  // Until user info is known, nothing shows (a signed-in user must never see it flash).
  if (closed || !info || !promoBarShown(pathname, loggedIn)) {
    return <SuccessDialog open={succeeded} onClose={() => setSucceeded(false)} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkConsult({ type: 'vip_trial', mobile, address });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await callApi('oct/General/addConsult', checked.value);
      setMobile('');
      setAddress('');
      setSucceeded(true);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.msg ? failure.msg : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* Keeps the page's last lines clear of the fixed bar. */}
      <Box h={{ base: '44', md: '20' }} aria-hidden />
      <Box
        as="aside"
        aria-label={t('consult.barTitle')}
        data-testid="promo-bar"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="docked"
        bg="gray.900"
        color="gray.50"
        borderTopWidth="2px"
        borderColor="gold.solid"
        boxShadow="0 -8px 24px -12px rgba(0,0,0,0.4)"
      >
        <Container maxW="1360px" px={{ base: '4', md: '8' }} py="3">
          <chakra.form onSubmit={submit} noValidate display="flex" alignItems={{ base: 'stretch', md: 'center' }} flexDirection={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '5' }}>
            <Stack gap="0" flexShrink={0} pe="8">
              <Text fontFamily="display" fontSize="lg" fontWeight="semibold" color="gold.300">
                {t('consult.barTitle')}
              </Text>
              <Text fontSize="xs" color="gray.300">
                {t('consult.barLead')}
              </Text>
            </Stack>
            <Field.Root invalid={Boolean(error)} flex="1" maxW={{ md: '64' }}>
              <Field.Label srOnly>{t('consult.mobileLabel')}</Field.Label>
              <Input
                name="mobile"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('consult.mobilePlaceholder')}
                value={mobile}
                onChange={(event) => setMobile(event.target.value)}
                bg="gray.50"
                color="gray.900"
                size="sm"
              />
            </Field.Root>
            <Field.Root flex="1" maxW={{ md: '52' }}>
              <Field.Label srOnly>{t('consult.regionLabel')}</Field.Label>
              <Input name="address" placeholder={t('consult.regionPlaceholder')} value={address} onChange={(event) => setAddress(event.target.value)} bg="gray.50" color="gray.900" size="sm" />
            </Field.Root>
            <Button type="submit" size="sm" borderRadius="full" bg="gold.solid" color="white" px="6" loading={busy} loadingText={t('consult.submitting')} data-testid="promo-submit">
              {t('consult.submit')}
            </Button>
            {error && (
              <Text role="alert" fontSize="sm" color="loom.300" data-testid="promo-error">
                {error}
              </Text>
            )}
          </chakra.form>
        </Container>
        <CloseButton position="absolute" top="2" insetEnd="2" size="sm" color="gray.300" aria-label={t('consult.close')} onClick={close} data-testid="promo-close" />
      </Box>
      <SuccessDialog open={succeeded} onClose={() => setSucceeded(false)} />
    </>
  );
}

function SuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLocale();
  return (
    <CenterDialog
      open={open}
      onClose={onClose}
      testId="consult-success"
      title={t('consult.successTitle')}
      footer={
        <Button borderRadius="full" bg="loom.solid" color="loom.contrast" px="6" onClick={onClose}>
          {t('consult.ok')}
        </Button>
      }
    >
      <Text>{t('consult.successBody')}</Text>
    </CenterDialog>
  );
}
