import { Button, HStack, Input, Text, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { classifyColourTerm, ColourTermError, splitColourInput } from '../../../shared/colour/query';

export interface ColourSearchBoxProps {
  initial?: string;
  /** Called with up to 3 checked terms (hex, code or name). */
  onSearch: (terms: string[]) => void;
  /** A message from the server about the last search (unknown name or code). */
  serverError?: string | null;
  size?: 'md' | 'lg';
}

/** Colour search input (spec §2 placeholder): a name, a #hex of 3 or 6 digits, or a code; #12345 is refused at once. */
export function ColourSearchBox({ initial = '', onSearch, serverError, size = 'md' }: ColourSearchBoxProps) {
  const { t } = useLocale();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const terms = splitColourInput(text);
      if (terms.length === 0) classifyColourTerm('');
      terms.forEach(classifyColourTerm);
      setError(null);
      onSearch(terms);
    } catch (problem) {
      if (!(problem instanceof ColourTermError)) throw problem;
      setError(problem.message);
    }
  };

  const shown = error ?? serverError ?? null;
  return (
    <Stack as="form" onSubmit={submit} gap="1.5" role="search" data-testid="colour-search">
      <HStack gap="2">
        <Input
          name="colour"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('colour.searchPlaceholder')}
          aria-label={t('colour.searchPlaceholder')}
          aria-invalid={shown ? true : undefined}
          size={size}
          bg="bg.surface"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" colorPalette="loom" bg="loom.solid" color="loom.contrast" size={size} data-testid="colour-search-submit">
          {t('colour.searchButton')}
        </Button>
      </HStack>
      {shown && (
        <Text role="alert" data-testid="colour-search-error" color="fg.error" fontSize="sm">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
