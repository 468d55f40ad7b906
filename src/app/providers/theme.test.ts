// The production build gives MUI's NoVars theme modules in place of createTheme and ThemeProvider
// (webpack.config.ts): exact only for themes without CSS variables or colour schemes, which these tests hold.
import { makeTheme, type ThemeName } from './theme'

describe.each<ThemeName>(['default', 'blue'])('the %s theme', (name) => {
  it('uses neither CSS variables nor colour schemes', () => {
    const theme = makeTheme(name)
    expect(theme).not.toHaveProperty('colorSchemes')
    expect(theme).not.toHaveProperty('cssVariables')
    expect((theme as { vars?: unknown }).vars).toBeUndefined()
  })
})
