import { Button, Field, Grid, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { NeedsNetwork } from '../../lib/offline/components/NeedsNetwork';
import { useOfflineUser } from '../../lib/offline/hooks/use-offline-user';
import { useOnline } from '../../lib/offline/hooks/use-online';
import { checkConsult } from '../../shared/validation/consult';
import { trimText } from '../../shared/validation/text';

export interface EnquiryTexts {
  lead: string;
  name: string;
  mobile: string;
  message: string;
  messagePlaceholder: string;
  submit: string;
  sent: string;
  loginFirst: string;
  nameRequired: string;
  messageRequired: string;
}
export interface EnquiryValues {
  name: string;
  mobile: string;
  message: string;
}

/**
 * An enquiry to a supplier (fabric merchant, factory): a name, the consult form's phone rules and
 * the need, checked here as the server checks them; members only, sent only online.
 */
export function EnquiryForm({ texts, send, testId = 'contact-form' }: { texts: EnquiryTexts; send: (form: EnquiryValues) => Promise<unknown>; testId?: string }) {
  const online = useOnline();
  const user = useOfflineUser();
  const [form, setForm] = useState<EnquiryValues>({ name: '', mobile: '', message: '' });
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = checkConsult({ mobile: form.mobile });
    if (!trimText(form.name)) return setError(texts.nameRequired);
    if (!phone.ok) return setError(phone.message);
    if (!trimText(form.message)) return setError(texts.messageRequired);
    setError(null);
    setState('sending');
    try {
      await send({ name: form.name, mobile: phone.value.mobile, message: form.message });
      setState('sent');
    } catch (failure) {
      setState('idle');
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };
  if (!user) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {texts.loginFirst}
      </Text>
    );
  }
  if (state === 'sent') {
    return (
      <Text fontSize="sm" color="green.fg" data-testid="contact-sent">
        {texts.sent}
      </Text>
    );
  }
  const field = (key: keyof EnquiryValues) => ({ value: form[key], onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }) });
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {texts.lead}
        </Text>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
          <Field.Root required>
            <Field.Label>{texts.name}</Field.Label>
            <Input maxLength={40} {...field('name')} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{texts.mobile}</Field.Label>
            <Input inputMode="tel" maxLength={20} {...field('mobile')} />
          </Field.Root>
        </Grid>
        <Field.Root required>
          <Field.Label>{texts.message}</Field.Label>
          <Textarea w="full" maxLength={500} rows={3} placeholder={texts.messagePlaceholder} {...field('message')} />
        </Field.Root>
        {error && (
          <Text fontSize="sm" color="red.fg" role="alert">
            {error}
          </Text>
        )}
        <HStack>
          <Button type="submit" colorPalette="loom" disabled={!online} loading={state === 'sending'}>
            {texts.submit}
          </Button>
          <NeedsNetwork online={online} />
        </HStack>
      </Stack>
    </form>
  );
}
