// Buttons and links in every variant, size and state.
import { Button } from "../../../../ui/components/Button";
import { ChevronDownIcon, CloseIcon, MoreIcon } from "../../../../ui/components/icons";
import { Link } from "../../../../ui/components/Link";
import { Tooltip, TooltipTrigger } from "../../../../ui/components/Tooltip";
import { Grid, Group, Row, Section, Specimen, useT } from "../parts";

const variants = ["primary", "secondary", "ghost", "danger"] as const;

export function ActionsSection() {
  const t = useT();
  const states = [
    { label: t("gallery.state.default"), props: {} },
    { label: t("gallery.state.hover"), props: { "data-demo": "hover" } },
    { label: t("gallery.state.focus"), props: { "data-demo": "focus" } },
    { label: t("gallery.state.disabled"), props: { isDisabled: true } },
    { label: t("gallery.state.pending"), props: { isPending: true, pendingLabel: t("gallery.actions.saving") } },
  ];
  const linkText = t("gallery.actions.linkText");
  return (
    <Section id="actions" title={t("gallery.section.actions")}>
      {variants.map((variant) => (
        <Group key={variant} title={t("gallery.actions.button", { variant })}>
          <Grid>
            {states.map(({ label, props }) => (
              <Specimen key={label} label={label}>
                <Button variant={variant} {...props}>
                  {variant === "danger" ? t("gallery.actions.deleteTrack") : t("gallery.actions.saveChanges")}
                </Button>
              </Specimen>
            ))}
          </Grid>
        </Group>
      ))}
      <Group title={t("gallery.actions.sizes")}>
        <Row>
          <Button size="sm">{t("gallery.actions.small")}</Button>
          <Button size="md">{t("gallery.actions.medium")}</Button>
          <Button size="lg">{t("gallery.actions.large")}</Button>
          <Button variant="secondary">
            {t("gallery.actions.export")} <ChevronDownIcon />
          </Button>
          <TooltipTrigger>
            <Button variant="ghost" iconOnly aria-label={t("gallery.actions.more")}>
              <MoreIcon size={18} />
            </Button>
            <Tooltip>{t("gallery.actions.more")}</Tooltip>
          </TooltipTrigger>
          <Button variant="secondary" size="sm" iconOnly aria-label={t("gallery.common.close")}>
            <CloseIcon />
          </Button>
        </Row>
      </Group>
      <Group title={t("gallery.actions.link")}>
        <Grid>
          <Specimen label={t("gallery.state.default")}>
            <Link href="#actions">{linkText}</Link>
          </Specimen>
          <Specimen label={t("gallery.state.hover")}>
            <Link href="#actions" data-demo="hover">
              {linkText}
            </Link>
          </Specimen>
          <Specimen label={t("gallery.state.focus")}>
            <Link href="#actions" data-demo="focus">
              {linkText}
            </Link>
          </Specimen>
          <Specimen label={t("gallery.state.disabled")}>
            <Link isDisabled>{linkText}</Link>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
