import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import { withPicture } from '../../lib/use-picture-from-url';
import { pictureTools } from '../../shared/catalogue/ai-tools';

export interface UseInToolMenuProps {
  /** A library picture (/media/…). */
  picture: string;
  /** The channel the tools open in. */
  channel: number;
}

/** "Use in tool" on a card (favourites, batch downloads): opens an image tool or image search with the picture in it. */
export function UseInToolMenu({ picture, channel }: UseInToolMenuProps) {
  const { t } = useLocale();
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" color="fg.muted" px="2" data-testid="use-in-tool">
          {t('content.useInToolMenu')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {pictureTools(channel).map((tool) => (
              <Menu.Item key={tool.key} value={tool.key} asChild>
                <RouterLink to={withPicture(tool.href, picture)} data-testid={`use-in-tool-${tool.key}`}>
                  {t(`content.tool.${tool.key}`)}
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
