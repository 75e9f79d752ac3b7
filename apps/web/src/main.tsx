import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { App } from './routes/App';
import './app/app.css';

boot();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
