import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { EnquiryForm } from '../../../components/enquiry-form/EnquiryForm';
import { SpecTable } from '../../../components/spec-table/SpecTable';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../lib/use-page-title';
import type { FactoryDetail } from '../../../shared/contract/calls/manu';
import { factoryQuery, manuListHref, sendInquiry } from '../api/queries';
import { FactoryGrid, ManuFrame, ProcessBadges } from './parts';

function Specs({ factory }: { factory: FactoryDetail }) {
  const { t } = useLocale();
  return (
    <SpecTable
      testId="factory-specs"
      rows={[
        [t('manu.processes'), <ProcessBadges key="p" factory={factory} />],
        [t('manu.moq'), t('manu.moqValue', { count: factory.moq })],
        [t('manu.lead'), t('manu.leadValue', { days: factory.lead_days })],
        [t('manu.capacity'), t('manu.capacityValue', { count: factory.capacity })],
        [t('manu.workers'), String(factory.workers)],
        [t('manu.certifications'), factory.certifications.length ? factory.certifications.join(' · ') : t('manu.none')],
        [t('manu.region'), `${t(`manu.region.${factory.region}`)} · ${factory.city}`],
        [t('manu.founded'), String(factory.founded)],
      ]}
    />
  );
}

function InquiryForm({ factory }: { factory: FactoryDetail }) {
  const { t } = useLocale();
  const texts = {
    lead: t('manu.inquiryLead'),
    name: t('manu.inquiryName'),
    mobile: t('manu.inquiryMobile'),
    message: t('manu.inquiryMessage'),
    messagePlaceholder: t('manu.inquiryPlaceholder'),
    submit: t('manu.inquirySubmit'),
    sent: t('manu.inquirySent'),
    loginFirst: t('manu.loginToInquire'),
    nameRequired: t('manu.nameRequired'),
    messageRequired: t('manu.messageRequired'),
  };
  return <EnquiryForm testId="inquiry-form" texts={texts} send={(form) => sendInquiry({ factory_id: factory.id, ...form })} />;
}

/** /detail/manu?id=: one factory's specifications, an inquiry form and similar factories. */
export function ManuDetailPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const query = useQuery({ ...factoryQuery(id ?? 0, locale), enabled: id !== null });
  const factory = query.data;
  usePageTitle(factory?.name ?? t('manu.title'));
  return (
    <ManuFrame testId="manu-detail">
      <Link asChild fontSize="sm" color="fg.muted" mb="4" display="inline-block">
        <RouterLink to={manuListHref(null, 1)}>← {t('manu.back')}</RouterLink>
      </Link>
      <PageStatusView status={id === null ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()} skeleton="article">
        {factory && (
          <Stack gap="8">
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '10' }}>
              <Stack gap="4">
                <Heading as="h2" fontFamily="display" fontSize="2xl" data-testid="factory-name">
                  {factory.name}
                </Heading>
                <Text color="fg.muted">{factory.intro}</Text>
                <Specs factory={factory} />
              </Stack>
              <Box borderWidth="1px" borderRadius="lg" p="5" alignSelf="start">
                <Heading as="h3" fontSize="lg" mb="3">
                  {t('manu.inquiry')}
                </Heading>
                <InquiryForm factory={factory} />
              </Box>
            </Grid>
            {factory.similar.length > 0 && (
              <Box>
                <Heading as="h3" fontSize="lg" mb="3">
                  {t('manu.similar')}
                </Heading>
                <FactoryGrid factories={factory.similar} />
              </Box>
            )}
          </Stack>
        )}
      </PageStatusView>
    </ManuFrame>
  );
}
