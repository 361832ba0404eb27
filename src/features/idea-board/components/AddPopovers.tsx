import { Box, Button, Flex, HStack, Input, Popover, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n';
import { usePaletteList } from '../../../lib/offline/hooks/use-collections';
import type { PinItem } from '../../../lib/works/idea-boards';

/** A toolbar button opening a small form; `children` gets the function that closes it. */
function AddPopover({ label, testId, children }: { label: string; testId: string; children(close: () => void): ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="xs" variant="outline" data-testid={testId}>
          + {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="72">
            <Popover.Body p="3">{children(() => setOpen(false))}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** 便签: a sticky note with the member's text (Chinese or any). */
export function NotePopover({ onPin }: { onPin(item: PinItem): void }) {
  const { t } = useLocale();
  const [text, setText] = useState('');
  return (
    <AddPopover label={t('ideaBoard.addNote')} testId="add-note">
      {(close) => (
        <Stack gap="2">
          <Textarea autoFocus rows={4} value={text} placeholder={t('ideaBoard.notePlaceholder')} aria-label={t('ideaBoard.addNote')} onChange={(event) => setText(event.target.value)} />
          <Button
            size="sm"
            disabled={!text.trim()}
            onClick={() => {
              onPin({ kind: 'note', text: text.trim() });
              setText('');
              close();
            }}
          >
            {t('ideaBoard.add')}
          </Button>
        </Stack>
      )}
    </AddPopover>
  );
}

/** 色卡: a colour chip with its code and name, typed in or taken from the member's palettes. */
export function ColourPopover({ onPin }: { onPin(item: PinItem): void }) {
  const { t } = useLocale();
  const palettes = usePaletteList();
  const [hex, setHex] = useState('#C8102E');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const colours = (palettes ?? []).flatMap((palette) => palette.colours).slice(0, 48);
  return (
    <AddPopover label={t('ideaBoard.addColour')} testId="add-colour">
      {(close) => {
        const pin = (item: PinItem) => {
          onPin(item);
          close();
        };
        return (
          <Stack gap="2">
            <HStack>
              <Input type="color" width="12" p="1" value={hex} aria-label={t('ideaBoard.addColour')} onChange={(event) => setHex(event.target.value.toUpperCase())} />
              <Input size="sm" value={code} maxLength={40} placeholder={t('ideaBoard.colourCode')} aria-label={t('ideaBoard.colourCode')} onChange={(event) => setCode(event.target.value)} />
            </HStack>
            <Input size="sm" value={name} maxLength={40} placeholder={t('ideaBoard.colourName')} aria-label={t('ideaBoard.colourName')} onChange={(event) => setName(event.target.value)} />
            <Button size="sm" onClick={() => pin({ kind: 'swatch', hex, code: code.trim() || hex, name: name.trim() })}>
              {t('ideaBoard.add')}
            </Button>
            {colours.length > 0 && (
              <Box>
                <Text fontSize="xs" color="fg.muted" mb="1">
                  {t('ideaBoard.fromPalettes')}
                </Text>
                <Flex gap="1" wrap="wrap">
                  {colours.map((colour, index) => (
                    <Box
                      key={index}
                      as="button"
                      boxSize="6"
                      borderRadius="sm"
                      borderWidth="1px"
                      bg={colour.color_rgbhex}
                      title={[colour.code, colour.name].filter(Boolean).join(' ') || colour.color_rgbhex}
                      onClick={() => pin({ kind: 'swatch', hex: colour.color_rgbhex, code: colour.code ?? colour.color_rgbhex, name: colour.name ?? '' })}
                    />
                  ))}
                </Flex>
              </Box>
            )}
          </Stack>
        );
      }}
    </AddPopover>
  );
}
