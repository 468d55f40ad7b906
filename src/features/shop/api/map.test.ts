import { mapRedirect } from './map'

describe('mapRedirect', () => {
  it('names the target and keeps the status the back end chose', () => {
    expect(mapRedirect({ to: '/en/login', status: 302 })).toEqual({ target: '/en/login', status: 302 })
    expect(mapRedirect({ to: '/de/3-pullover-merino.html', status: 301 })).toEqual({ target: '/de/3-pullover-merino.html', status: 301 })
  })

  it('reads a move without a status as permanent', () => {
    expect(mapRedirect({ to: '/en/brands/3-nordkap' })).toEqual({ target: '/en/brands/3-nordkap', status: 301 })
  })

  it('has no target for a path that stays, an empty one or no psdata at all', () => {
    expect(mapRedirect({ to: null }).target).toBeNull()
    expect(mapRedirect({ to: '' }).target).toBeNull()
    expect(mapRedirect(null).target).toBeNull()
  })
})
