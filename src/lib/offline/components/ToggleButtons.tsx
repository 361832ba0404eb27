import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { useFavourite, useFollow, type ToggleState } from '../hooks/use-favourite';
import type { FavouriteTarget, FollowTarget } from '../store';

interface Look {
  /** The button's size: `sm`, or `xs` in a row of facts. */
  size?: 'xs' | 'sm';
  /** A declared static class for the button's place on the page (a margin, a shape). */
  className?: string;
}

// Filled when on, outlined when off: static classes, not Chakra's Button (issue #11).
const LOOKS = {
  xs: { on: 'toggle-xs-on', off: 'toggle-xs-off' },
  sm: { on: 'toggle-sm-on', off: 'toggle-sm-off' },
} as const;

function ToggleButton({ state, on, off, testId, size = 'sm', className }: { state: ToggleState; on: string; off: string; testId: string } & Look) {
  const buttonClass = staticClass(LOOKS[size][state.on ? 'on' : 'off']);
  return (
    <button
      type="button"
      className={className ? `${buttonClass} ${className}` : buttonClass}
      disabled={state.opening}
      aria-pressed={state.on}
      data-testid={testId}
      data-waiting={state.waitingForSync || undefined}
      onClick={() => void state.toggle()}
    >
      {state.on ? on : off}
    </button>
  );
}

/**
 * 收藏 / 已收藏 for an item (spec §4 favourite toggle), working offline. Content pages use it
 * as is or build their own button on useFavourite().
 */
export function FavouriteButton({ item, ...look }: { item: FavouriteTarget } & Look) {
  const { t } = useLocale();
  const state = useFavourite(item);
  return <ToggleButton state={state} on={`★ ${t('offline.favourited')}`} off={`☆ ${t('offline.favourite')}`} testId="favourite-button" {...look} />;
}

/** 关注 / 已关注 for a brand or a blogger, working offline. */
export function FollowButton({ who, ...look }: { who: FollowTarget } & Look) {
  const { t } = useLocale();
  const state = useFollow(who);
  return <ToggleButton state={state} on={t('offline.followed')} off={`+ ${t('offline.follow')}`} testId="follow-button" {...look} />;
}
