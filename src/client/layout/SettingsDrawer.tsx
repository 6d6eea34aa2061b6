import { Button, ColorPicker, Divider, Drawer, Radio, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { setLanguage, useT, type MessageKey } from '../i18n';
import { DEFAULT_SETTINGS, resetSettings, updateSettings, useSettings, type Settings } from '../settings/settings';

const PRESET_COLORS = ['#ff7200', '#1677ff', '#13c2c2', '#52c41a', '#722ed1', '#eb2f96', '#fa541c', '#2f54eb'];

type Flag = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ipms-settings-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/** Every global setting of spec 1; changes apply at once and are kept on the device. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useSettings();
  const t = useT();
  const flag = (key: Flag, label: MessageKey) => (
    <Row label={t(label)}>
      <Switch size="small" checked={s[key]} onChange={(v) => updateSettings({ [key]: v })} aria-label={t(label)} data-setting={key} />
    </Row>
  );
  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} width={320} footer={<Button block onClick={resetSettings}>{t('settings.reset')}</Button>}>
      <Divider plain>{t('settings.layout')}</Divider>
      <Radio.Group
        value={s.layout}
        onChange={(e) => updateSettings({ layout: e.target.value })}
        optionType="button"
        buttonStyle="solid"
        options={[
          { value: 'vertical', label: t('settings.vertical') },
          { value: 'horizontal', label: t('settings.horizontal') },
        ]}
      />
      <Divider plain>{t('settings.language')}</Divider>
      <Radio.Group
        value={s.language}
        onChange={(e) => void setLanguage(e.target.value)}
        optionType="button"
        buttonStyle="solid"
        options={[
          { value: 'zhCn', label: '简体中文' },
          { value: 'en', label: 'English' },
        ]}
      />
      <Divider plain>{t('settings.theme')}</Divider>
      <Row label={t('settings.primaryColor')}>
        <ColorPicker
          value={s.primaryColor}
          presets={[{ label: t('settings.primaryColor'), colors: PRESET_COLORS }]}
          onChangeComplete={(c) => updateSettings({ primaryColor: c.toHexString() })}
          disabledAlpha
          size="small"
        />
      </Row>
      {flag('dark', 'settings.dark')}
      {flag('grey', 'settings.grey')}
      {flag('weak', 'settings.weak')}
      {flag('invertSidebar', 'settings.invertSidebar')}
      {flag('invertHeader', 'settings.invertHeader')}
      <Divider plain>{t('settings.interface')}</Divider>
      {flag('collapsed', 'settings.collapsed')}
      {flag('breadcrumb', 'settings.breadcrumb')}
      {flag('tagsView', 'settings.tagsView')}
      {flag('footer', 'settings.footer')}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
        {t('settings.note')} {s.primaryColor !== DEFAULT_SETTINGS.primaryColor ? s.primaryColor : ''}
      </Typography.Paragraph>
    </Drawer>
  );
}
