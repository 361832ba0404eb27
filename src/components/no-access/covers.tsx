import { Box, type BoxProps } from '@chakra-ui/react';

export type NoAccessKind = 'login' | 'vip' | 'permission';

const INK = 'var(--chakra-colors-fg)';
const PAPER = 'var(--chakra-colors-bg-hero)';
const LINE = 'var(--chakra-colors-border-emphasized)';
const LOOM = 'var(--chakra-colors-loom-solid)';
const GOLD = 'var(--chakra-colors-gold-solid)';

/** Three woven threads across the card: the brand's motif, shared by every cover. */
function Threads() {
  return (
    <g fill="none" stroke={LINE} strokeWidth="2" strokeLinecap="round">
      <path d="M-10 196c40-22 80 22 120 0s80 22 120 0 80 22 120 0" />
      <path d="M-10 212c40-22 80 22 120 0s80 22 120 0 80 22 120 0" />
      <path d="M-10 228c40-22 80 22 120 0s80 22 120 0 80 22 120 0" />
    </g>
  );
}

/** Not logged in: a dress form behind a doorway, the key hanging beside it. */
function LoginArt() {
  return (
    <>
      <rect x="112" y="38" width="96" height="150" rx="48" fill="none" stroke={INK} strokeWidth="3" />
      <path d="M160 70c-14 0-20 8-20 18 0 12 8 16 8 28 0 14-16 24-16 44h56c0-20-16-30-16-44 0-12 8-16 8-28 0-10-6-18-20-18z" fill={LOOM} opacity="0.9" />
      <path d="M160 160v24M146 184h28" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      <circle cx="238" cy="88" r="12" fill="none" stroke={GOLD} strokeWidth="3" />
      <path d="M238 100v34m0-12h9m-9 8h6" stroke={GOLD} strokeWidth="3" strokeLinecap="round" />
      <path d="M226 64c6-10 18-10 24 0" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
    </>
  );
}

/** Not VIP: a lookbook tied with a gold ribbon. */
function VipArt() {
  return (
    <>
      <rect x="96" y="56" width="128" height="118" rx="6" fill={PAPER} stroke={INK} strokeWidth="3" />
      <path d="M160 56v118" stroke={INK} strokeWidth="2" />
      <path d="M112 80h34M112 92h26M174 80h34M174 92h22" stroke={LINE} strokeWidth="3" strokeLinecap="round" />
      <rect x="112" y="106" width="34" height="48" rx="3" fill={LOOM} opacity="0.85" />
      <rect x="174" y="106" width="34" height="48" rx="3" fill={LOOM} opacity="0.45" />
      <path d="M96 126h128" stroke={GOLD} strokeWidth="6" />
      <path d="M160 126l-18-16c-6-6 2-14 10-10l8 6 8-6c8-4 16 4 10 10z" fill={GOLD} />
      <path d="M154 132l-8 22M166 132l8 22" stroke={GOLD} strokeWidth="5" strokeLinecap="round" />
    </>
  );
}

/** No permission for this channel: folded fabric under a padlock. */
function PermissionArt() {
  return (
    <>
      <path d="M90 150l40-22 40 22 40-22 40 22v26H90z" fill={LOOM} opacity="0.25" />
      <path d="M90 150l40-22 40 22 40-22 40 22" fill="none" stroke={INK} strokeWidth="3" strokeLinejoin="round" />
      <rect x="136" y="84" width="48" height="40" rx="6" fill={PAPER} stroke={INK} strokeWidth="3" />
      <path d="M146 84V72c0-18 28-18 28 0v12" fill="none" stroke={INK} strokeWidth="3" />
      <circle cx="160" cy="100" r="5" fill={LOOM} />
      <path d="M160 104v8" stroke={LOOM} strokeWidth="3" strokeLinecap="round" />
    </>
  );
}

const ART = { login: LoginArt, vip: VipArt, permission: PermissionArt } as const;

export interface NoAccessCoverProps extends BoxProps {
  kind: NoAccessKind;
  /** Accessible name; the cover is decorative when omitted. */
  label?: string;
}

/** Cover image for not-logged-in, not-VIP and no-permission states (spec §2 shared elements). */
export function NoAccessCover({ kind, label, ...rest }: NoAccessCoverProps) {
  const Art = ART[kind];
  return (
    <Box asChild w="full" maxW="320px" {...rest}>
      <svg viewBox="0 0 320 240" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} data-testid={`cover-${kind}`}>
        <rect width="320" height="240" rx="16" fill={PAPER} />
        <Threads />
        <Art />
      </svg>
    </Box>
  );
}
