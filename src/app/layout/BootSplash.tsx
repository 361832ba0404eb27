import { Center, Image } from '@chakra-ui/react';

/** The woven mark centred on the page while the first route loads (matches index.html's boot markup). */
export function BootSplash() {
  return (
    <Center minH="100dvh">
      <Image src="/favicon.svg" alt="潮织" boxSize="14" opacity={0.9} />
    </Center>
  );
}
