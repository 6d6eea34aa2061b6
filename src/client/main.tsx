import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applySettings, getSettings } from './settings/settings';

applySettings(getSettings());
createRoot(document.getElementById('root')!).render(<App />);
