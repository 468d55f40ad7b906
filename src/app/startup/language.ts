// Start-up, stage 2 (see src/index.tsx): the language and its messages.
export { startupLocale } from '../routing/guardLoaders'
export { loadMessages } from '@/shared/i18n/loadMessages'
export { warmUpIntl } from '@/shared/i18n/warmUpIntl'
