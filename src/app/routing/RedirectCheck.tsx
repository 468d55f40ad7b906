// The per-path redirect check (spec §2): the back end may move any path (legacy URLs, renamed products).
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useGetRedirectQuery } from '@/features/shop'

export function useRedirectTarget(pathname: string): { target: string | null; checking: boolean } {
  const { data, isLoading } = useGetRedirectQuery(pathname)
  const target = data?.target && data.target !== pathname ? data.target : null
  return { target, checking: isLoading }
}

export function RedirectCheck() {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const { target } = useRedirectTarget(pathname)
  useEffect(() => {
    if (target) void navigate(`${target}${target.includes('?') ? '' : search}`, { replace: true })
  }, [target, search, navigate])
  return null
}
