import { Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { encodeKeywords } from '../../../shared/catalogue/list-rules';

/** A row of keywords, each a link to its search. */
export function KeywordChips({ label, words, channel, testId }: { label: string; words: string[]; channel: number; testId: string }) {
  if (words.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" align="center" data-testid={testId}>
      <Text fontSize="sm" color="fg.subtle" mr="1">
        {label}
      </Text>
      {words.map((word) => (
        <Link
          key={word}
          asChild
          fontSize="sm"
          px="3"
          py="1"
          borderRadius="full"
          bg="bg.muted"
          color="fg.muted"
          _hover={{ textDecoration: 'none', color: 'fg', bg: 'bg.emphasized' }}
        >
          <RouterLink to={`/list/search?${new URLSearchParams({ channel: String(channel), p: '1', key_words: encodeKeywords([word]), merge_type: '1' })}`}>{word}</RouterLink>
        </Link>
      ))}
    </Flex>
  );
}
