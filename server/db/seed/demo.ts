// The demo catalogue the shop starts with (data/index.ts, written per language by hand).
import { seedData } from './data'
import type { SeedData } from './seedData'

export const demoData = async (): Promise<SeedData> => seedData
