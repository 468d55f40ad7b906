// The catalogue's fixtures as the app holds them once mapped, for tests of UI code that takes domain data: the UI's
// tests then need neither the psdata types nor the mappers.
import { mapProduct, mapSuggestions } from '../api/map'
import type { PsProductDetail, PsSuggestions } from '../api/dto'
import type { Product, Suggestions } from '../model/types'
import { productDetail } from './fixtures'
import { suggestionsFixture } from './searchSuggestions'

export const productModel = (overrides: Partial<PsProductDetail> = {}): Product => mapProduct(productDetail(overrides).psdata)

export const suggestionsModel = (overrides: Partial<PsSuggestions> = {}): Suggestions => mapSuggestions(suggestionsFixture(overrides))
