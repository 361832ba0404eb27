/**
 * The colour panel's follow toggle (spec §4, §8): repeat clicks while a request is in flight are
 * refused with 正在操作，请勿频繁点击; success flips the state and says so; a failure leaves the
 * state and warns with the server's message, or 'interface error' when there is none.
 */
export interface FollowToggleState {
  followed: boolean;
  loading: boolean;
}

export interface FollowToggleMessages {
  busy: string;
  added: string;
  removed: string;
  interfaceError: string;
}

export type FollowNotify = (type: 'success' | 'warning', text: string) => void;

export interface FollowToggle {
  readonly state: FollowToggleState;
  toggle(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function createFollowToggle(
  followed: boolean,
  send: (on: boolean) => Promise<void>,
  notify: FollowNotify,
  messages: FollowToggleMessages,
): FollowToggle {
  let state: FollowToggleState = { followed, loading: false };
  const listeners = new Set<() => void>();
  const set = (next: FollowToggleState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get state() {
      return state;
    },
    async toggle() {
      if (state.loading) {
        notify('warning', messages.busy);
        return;
      }
      const wanted = !state.followed;
      set({ ...state, loading: true });
      try {
        await send(wanted);
        set({ followed: wanted, loading: false });
        notify('success', wanted ? messages.added : messages.removed);
      } catch (error) {
        set({ ...state, loading: false });
        const message = (error as { msg?: unknown } | null)?.msg;
        notify('warning', typeof message === 'string' && message !== '' ? message : messages.interfaceError);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
