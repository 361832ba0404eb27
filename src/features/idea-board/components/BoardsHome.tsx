import { Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLocale } from '../../../i18n';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { createBoard } from '../../../lib/works/idea-boards';
import { useBoards } from '../hooks/use-boards';
import { boardHref } from '../paths';
import { usePageTitle } from '../../../lib/use-page-title';

/** /cloudThink: opens the member's latest board; with none yet, says how boards fill and makes one. */
export function BoardsHome() {
  const { t } = useLocale();
  usePageTitle(t('ideaBoard.myBoards'));
  const user = useOfflineUser();
  const boards = useBoards(user);
  const navigate = useNavigate();
  if (!user || !boards) return <Spinner m="8" />;
  if (boards[0]) return <Navigate to={boardHref(boards[0].docId)} replace />;
  return (
    <Container maxW="3xl" py="12">
      <Stack gap="4" align="start">
        <Heading size="lg">{t('ideaBoard.myBoards')}</Heading>
        <Text color="fg.muted">{t('ideaBoard.empty')}</Text>
        <HStack>
          <Button onClick={() => void createBoard(user, t('ideaBoard.newTitle')).then((id) => navigate(boardHref(id)))}>{t('ideaBoard.newBoard')}</Button>
        </HStack>
      </Stack>
    </Container>
  );
}
