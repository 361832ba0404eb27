import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { system } from '../../src/app/theme/system';
import { FloorPlain } from './FloorPlain';
import './floor.css';

// The app's Chakra system around the plain grid: what the provider and its global styles cost alone.
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={system}>
    <FloorPlain />
  </ChakraProvider>,
);
