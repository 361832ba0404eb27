import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { appSystemWithStaticGlobals } from '../../src/app/theme/static-globals';
import { FloorPlain } from './FloorPlain';
import './floor.css';

// The app's Chakra system around the plain grid, as the app provides it: what the provider costs alone.
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={appSystemWithStaticGlobals()}>
    <FloorPlain />
  </ChakraProvider>,
);
