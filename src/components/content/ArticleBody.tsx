import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { BodyBlock } from '../../shared/catalogue/types';

/** An article's blocks: headings, paragraphs, figures with captions, videos. */
export function ArticleBody({ blocks, onImage }: { blocks: BodyBlock[]; onImage?: (url: string) => void }) {
  return (
    <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.9" color="fg" data-testid="article-body">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'h':
            return (
              <Heading key={index} as="h2" fontFamily="display" fontSize={{ base: 'xl', md: '2xl' }} mt="4">
                {block.text}
              </Heading>
            );
          case 'p':
            return <Text key={index}>{block.text}</Text>;
          case 'img':
            return (
              <Box as="figure" key={index} my="2">
                <Box as="button" onClick={() => onImage?.(block.image)} cursor="zoom-in" w="full" display="block">
                  <Image src={block.image} alt={block.caption ?? ''} w="full" borderRadius="l2" loading="lazy" />
                </Box>
                {block.caption && (
                  <Text as="figcaption" mt="2" fontSize="sm" color="fg.muted" textAlign="center">
                    {block.caption}
                  </Text>
                )}
              </Box>
            );
          case 'video':
            return (
              <Box asChild key={index} w="full" borderRadius="l2" bg="black">
                <video controls preload="metadata" src={block.video} poster={block.poster ?? undefined} data-testid="detail-video" />
              </Box>
            );
        }
      })}
    </Stack>
  );
}
