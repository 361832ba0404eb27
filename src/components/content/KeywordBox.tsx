import { Button, Flex, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { SearchIcon } from '../icons';
import { useLocale } from '../../i18n/use-locale';

export interface KeywordBoxProps {
  value: string;
  placeholder: string;
  onSubmit: (text: string) => void;
  /** Accessible name of the field. */
  label: string;
  size?: 'md' | 'lg';
}

/** A search field with its button; the page decides what the words search (site, brands, follows). */
export function KeywordBox({ value, placeholder, onSubmit, label, size = 'md' }: KeywordBoxProps) {
  const { t } = useLocale();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  return (
    <Flex as="form" role="search" onSubmit={submit} gap="2" w="full" maxW="2xl">
      <InputGroup flex="1" startElement={<SearchIcon boxSize="4" color="fg.subtle" />}>
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          aria-label={label}
          h={size === 'lg' ? '12' : '10'}
          borderRadius="full"
          bg="bg.surface"
          data-testid="keyword-input"
        />
      </InputGroup>
      <Button type="submit" h={size === 'lg' ? '12' : '10'} px="6" borderRadius="full" bg="loom.solid" color="loom.contrast" data-testid="keyword-submit">
        {t('content.searchSubmit')}
      </Button>
    </Flex>
  );
}
