// Client composition root: registers every module into the platform, then renders the app. The only client
// file that imports both the platform and the modules (tests/boundaries checks it).
import { createRoot } from 'react-dom/client';
import { App } from './client/app/App';
import { loadLanguage } from './client/i18n';
import { registerClientModules } from './client/modules';
import { applySettings, getSettings } from './client/settings/settings';
import { clientModules } from './modules/client';

registerClientModules(clientModules);
applySettings(getSettings());
// An English user's texts load first (Chinese ones ship with the entry); if they cannot, Chinese shows.
const render = () => createRoot(document.getElementById('root')!).render(<App />);
if (getSettings().language === 'zhCn') render();
else void loadLanguage(getSettings().language).finally(render);
