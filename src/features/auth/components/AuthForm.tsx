import { Alert, Button, chakra, Field, Flex, IconButton, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { EyeIcon } from '../../../components/icons';
import { loginPath } from '../../../lib/session';
import { useLocale } from '../../../i18n/use-locale';
import { loginProblems, registerProblems, type FieldProblems } from '../../../shared/validation/account';
import { login, register } from '../api/auth-api';
import { safeRedirect } from '../guard-rules';

export type AuthMode = 'login' | 'register';

/** Login or registration form; on success goes to ?redirect= (same-site only) or the home page. */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = { account, password };
    const problems = (mode === 'login' ? loginProblems : registerProblems)(input);
    setFieldErrors(problems);
    if (problems.account || problems.password) return;
    setFormError(null);
    setBusy(true);
    try {
      await (mode === 'login' ? login(input) : register(input));
      navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  const other: AuthMode = mode === 'login' ? 'register' : 'login';
  return (
    <chakra.form onSubmit={submit} noValidate data-testid={`${mode}-form`} w="full">
      <Stack gap="5">
        {formError && (
          <Alert.Root status="error" borderRadius="l2" data-testid="auth-error">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(fieldErrors.account)} required>
          <Field.Label>{t('account.accountLabel')}</Field.Label>
          <Input
            name="account"
            autoComplete="username"
            placeholder={t('account.accountPlaceholder')}
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            size="lg"
          />
          <Field.ErrorText>{fieldErrors.account}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(fieldErrors.password)} required>
          <Field.Label>{t('account.passwordLabel')}</Field.Label>
          <InputGroup
            endElement={
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={showPassword ? t('account.hidePassword') : t('account.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
                me="-2"
              >
                <EyeIcon />
              </IconButton>
            }
          >
            <Input
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              placeholder={t('account.passwordPlaceholder')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              size="lg"
            />
          </InputGroup>
          {fieldErrors.password ? (
            <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
          ) : (
            mode === 'register' && <Field.HelperText>{t('account.passwordHint')}</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" size="lg" bg="loom.solid" color="loom.contrast" borderRadius="full" loading={busy} loadingText={t('account.submitting')}>
          {mode === 'login' ? t('account.submitLogin') : t('account.submitRegister')}
        </Button>
        <Flex justify="center" gap="1" fontSize="sm" color="fg.muted">
          <Text>{mode === 'login' ? t('account.noAccount') : t('account.haveAccount')}</Text>
          <Link asChild color="loom.fg" fontWeight="medium">
            <RouterLink to={loginPath(redirect ?? undefined, other)} replace>
              {mode === 'login' ? t('account.toRegister') : t('account.toLogin')}
            </RouterLink>
          </Link>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
