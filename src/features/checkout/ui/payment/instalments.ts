// Instalment payments are split in three (the API's INSTALMENT_COUNT); each part is shown rounded to the cent.
export const INSTALMENT_COUNT = 3

export const instalmentAmount = (total: number) => Math.round((total / INSTALMENT_COUNT) * 100) / 100
