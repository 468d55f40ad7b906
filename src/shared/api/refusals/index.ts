export { answerRefusalText, fieldRefusalTexts, refusalText, wordedRefusal, type ApiRefusal } from './refusalText'
export { refusalMessages } from './messages'
export type { RefusalParams } from './wording'
