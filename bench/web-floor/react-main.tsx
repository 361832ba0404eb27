import { createRoot } from 'react-dom/client';
import { FloorPlain } from './FloorPlain';
import './floor.css';

createRoot(document.getElementById('root')!).render(<FloorPlain />);
