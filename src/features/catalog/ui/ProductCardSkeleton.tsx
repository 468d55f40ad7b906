// A card's shape while its product loads: the same rows as a full card (brand, two-line name, price, rating,
// colours, stock, actions) in the same type sizes, so that a row of skeletons is as tall as the row of cards
// that replaces it and nothing below moves.
//
// Drawn as plain elements under one styled root, with the look of MUI's Skeleton (its colour, its pulse, text bones
// as tall as a line of their type): lists show eight to twenty-four of these at once, and as MUI components (a
// Skeleton per bone in Typography rows) a card was 48 components — a row of eight 387, drawn in one 26–74 ms commit
// on a phone that got in the way of a tap (`npm run interactions -- --react`, add to bag). Now a card is one styled root.
import { keyframes, styled } from '@mui/material/styles'

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`

const Card = styled('div')(({ theme }) => {
  const radius = Number(theme.shape.borderRadius)
  const bone = {
    display: 'block',
    backgroundColor: theme.alpha(theme.palette.text.primary, 0.11),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  }
  return {
    display: 'grid',
    gap: theme.spacing(1.5),
    '& .picture': { ...bone, aspectRatio: '1 / 1', borderRadius: radius },
    '& .rows': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
    '& .caption': theme.typography.caption,
    '& .body': theme.typography.body1,
    '& .name': { lineHeight: 1.3 },
    // A text bone: a line of its row's type, drawn 60 % as tall (MUI's text Skeleton).
    '& .text': {
      ...bone,
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&::before': { content: '"\\00a0"' },
    },
    '& .block': { ...bone, borderRadius: radius },
  }
})

/** A text bone (an element, not a component: nothing to render). */
const text = (width: string) => <span className="text" style={{ width }} />

export function ProductCardSkeleton({ withActions = false }: { withActions?: boolean }) {
  return (
    <Card aria-hidden>
      <span className="picture" />
      <div className="rows">
        <span className="caption">{text('40%')}</span>
        <span className="body name">
          {text('90%')}
          {text('60%')}
        </span>
        <span className="body">{text('30%')}</span>
        <span className="block" style={{ width: 96, height: 18 }} />
        <span className="caption">{text('25%')}</span>
        {withActions ? <span className="block" style={{ width: 120, height: 31 }} /> : null}
      </div>
    </Card>
  )
}
