import { ConfigProvider, message, theme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { antdEnglishLocale } from '../i18n';
import { setMessageApi } from '../request/notify';
import { useSettings } from '../settings/settings';
import './global.css';
import { LoadingOverlay } from './LoadingOverlay';
import { AppRoutes } from './routes';

export function App() {
  const s = useSettings();
  // Toasts follow the theme (antd's context-aware message API); only message is loaded up front.
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => setMessageApi(messageApi), [messageApi]);
  useEffect(() => {
    dayjs.locale(s.language === 'en' ? 'en' : 'zh-cn');
  }, [s.language]);
  return (
    <ConfigProvider
      locale={s.language === 'en' ? antdEnglishLocale() : zhCN}
      theme={{
        algorithm: s.dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: s.primaryColor, colorLink: s.primaryColor, colorInfo: s.primaryColor, borderRadius: 6 },
      }}
    >
      {messageHolder}
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <LoadingOverlay />
    </ConfigProvider>
  );
}
