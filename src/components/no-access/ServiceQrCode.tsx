import { QrCode } from '@chakra-ui/react';

/** The QR code that dials the service line; its own chunk (the QR encoder is ≈ 7 KB brotli, issue #11). */
export default function ServiceQrCode({ phone, label }: { phone: string; label: string }) {
  return (
    <QrCode.Root value={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" aria-label={label}>
      <QrCode.Frame bg="white" p="1" borderRadius="l1">
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  );
}
