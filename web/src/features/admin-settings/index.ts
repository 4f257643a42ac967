export { type AdminSettings, useAdminSettings } from './api/get-settings';
export { SETTINGS_MESSAGES, SettingsForm } from './components/settings-form';
