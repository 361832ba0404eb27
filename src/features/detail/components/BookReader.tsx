import { Box, Button, Flex, Image, Text } from '@chakra-ui/react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { useLocale } from '../../../i18n/use-locale';
import type { Picture } from '../../../shared/catalogue/types';

export interface BookReaderProps {
  pages: Picture[];
  /** 1-based page, kept in the URL (archivePage …/p/:p, books ?p=). */
  page: number;
  onPage: (page: number) => void;
  onOpen: (index: number) => void;
}

/** Book and archive reader: one spread at a time, previous/next page, the page in the URL. */
export function BookReader({ pages, page, onPage, onOpen }: BookReaderProps) {
  const { t } = useLocale();
  if (pages.length === 0) return null;
  const current = Math.min(Math.max(page, 1), pages.length);
  const picture = pages[current - 1]!;
  return (
    <Box data-testid="book-reader" bg="bg.muted" borderRadius="l3" p={{ base: '3', md: '6' }}>
      <Box as="button" display="block" mx="auto" onClick={() => onOpen(current - 1)} cursor="zoom-in" maxW="560px" w="full">
        <Image src={picture.url} alt={t('content.readerPage', { page: current })} w="full" borderRadius="l1" boxShadow="lg" />
      </Box>
      <Flex justify="center" align="center" gap="4" mt="5">
        <Button size="sm" variant="outline" borderRadius="full" disabled={current <= 1} onClick={() => onPage(current - 1)} data-testid="reader-prev">
          <ArrowLeftIcon boxSize="4" />
          {t('content.readerPrev')}
        </Button>
        <Text fontSize="sm" color="fg.muted" minW="20" textAlign="center" data-testid="reader-page">
          {current} / {pages.length}
        </Text>
        <Button size="sm" variant="outline" borderRadius="full" disabled={current >= pages.length} onClick={() => onPage(current + 1)} data-testid="reader-next">
          {t('content.readerNext')}
          <ArrowRightIcon boxSize="4" />
        </Button>
      </Flex>
    </Box>
  );
}
