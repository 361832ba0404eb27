import { Button, type ButtonProps } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';
import { useFavourite, useFollow, type ToggleState } from '../hooks/use-favourite';
import type { FavouriteTarget, FollowTarget } from '../store';

type Rest = Omit<ButtonProps, 'onClick' | 'children'>;

function ToggleButton({ state, on, off, testId, disabled, ...rest }: { state: ToggleState; on: string; off: string; testId: string } & Rest) {
  return (
    <Button
      disabled={disabled || state.opening}
      size="sm"
      variant={state.on ? 'solid' : 'outline'}
      aria-pressed={state.on}
      data-testid={testId}
      data-waiting={state.waitingForSync || undefined}
      onClick={() => void state.toggle()}
      {...rest}
    >
      {state.on ? on : off}
    </Button>
  );
}

/**
 * 收藏 / 已收藏 for an item (spec §4 favourite toggle), working offline. Content pages use it
 * as is or build their own button on useFavourite().
 */
export function FavouriteButton({ item, ...rest }: { item: FavouriteTarget } & Rest) {
  const { t } = useLocale();
  const state = useFavourite(item);
  return <ToggleButton state={state} on={`★ ${t('offline.favourited')}`} off={`☆ ${t('offline.favourite')}`} testId="favourite-button" {...rest} />;
}

/** 关注 / 已关注 for a brand or a blogger, working offline. */
export function FollowButton({ who, ...rest }: { who: FollowTarget } & Rest) {
  const { t } = useLocale();
  const state = useFollow(who);
  return <ToggleButton state={state} on={t('offline.followed')} off={`+ ${t('offline.follow')}`} testId="follow-button" {...rest} />;
}
