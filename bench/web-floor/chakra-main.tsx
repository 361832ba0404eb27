import { createRoot } from 'react-dom/client';
import { FloorChakra } from './FloorChakra';

createRoot(document.getElementById('root')!).render(<FloorChakra />);
