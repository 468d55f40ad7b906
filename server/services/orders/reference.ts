// Order references: nine capital letters, as PrestaShop's, random so they cannot be guessed from one another.
import { randomInt } from 'node:crypto'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export const newOrderReference = () => Array.from({ length: 9 }, () => LETTERS[randomInt(LETTERS.length)]).join('')
