export { LanguageSetting, saveLanguage } from './language-setting';
