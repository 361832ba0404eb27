import { Box, Container, Flex, Grid, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import type { PlainMessageKey } from '../../i18n/translate';

/** Static pages that belong to the content feature; the shell only links to them. */
const COMPANY_LINKS: [string, PlainMessageKey][] = [
  ['/about', 'shell.about'],
  ['/aboutColoretto', 'shell.aboutColoretto'],
  ['/qualification', 'shell.qualification'],
];
const SERVICE_LINKS: [string, PlainMessageKey][] = [
  ['/productCenter', 'shell.productCenter'],
  ['/contactUs', 'shell.contactUs'],
];

function LinkColumn({ title, links }: { title: string; links: [string, PlainMessageKey][] }) {
  const { t } = useLocale();
  return (
    <Stack gap="3">
      <Heading as="h2" fontSize="xs" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" color="fg.subtle">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link asChild fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
              <RouterLink to={to}>{t(label)}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function SiteFooter() {
  const { t } = useLocale();
  return (
    <Box as="footer" bg="bg.surface" borderTopWidth="1px" borderColor="border.muted" mt="20" data-testid="site-footer">
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py="12">
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="10">
          <Stack gap="4" maxW="sm">
            <Flex align="center" gap="2.5">
              <Image src="/favicon.svg" alt="" boxSize="8" borderRadius="l2" />
              <Text fontFamily="display" fontWeight="bold" fontSize="lg" letterSpacing="0.12em">
                潮织 <Text as="span" fontFamily="body" fontSize="xs" letterSpacing="0.3em" color="fg.muted" fontWeight="normal">TRENDLOOM</Text>
              </Text>
            </Flex>
            <Text fontSize="sm" color="fg.muted" lineHeight="1.8">
              {t('shell.footerTagline')}
            </Text>
          </Stack>
          <LinkColumn title={t('shell.footerCompany')} links={COMPANY_LINKS} />
          <LinkColumn title={t('shell.footerService')} links={SERVICE_LINKS} />
        </Grid>
        <Box borderTopWidth="1px" borderColor="border.muted" mt="10" pt="6">
          <Text fontSize="xs" color="fg.subtle">
            {t('shell.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
