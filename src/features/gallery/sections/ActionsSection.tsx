// Buttons and links in every variant, size and state.
import { Button } from "../../components/Button";
import { ChevronDownIcon, CloseIcon, MoreIcon } from "../../components/icons";
import { Link } from "../../components/Link";
import { Tooltip, TooltipTrigger } from "../../components/Tooltip";
import { Grid, Group, Row, Section, Specimen } from "../parts";

const variants = ["primary", "secondary", "ghost", "danger"] as const;
const states = [
  { label: "Default", props: {} },
  { label: "Hover", props: { "data-demo": "hover" } },
  { label: "Focus", props: { "data-demo": "focus" } },
  { label: "Disabled", props: { isDisabled: true } },
  { label: "Pending", props: { isPending: true, pendingLabel: "Saving" } },
] as const;

export function ActionsSection() {
  return (
    <Section id="actions" title="Actions">
      {variants.map((variant) => (
        <Group key={variant} title={`Button · ${variant}`}>
          <Grid>
            {states.map(({ label, props }) => (
              <Specimen key={label} label={label}>
                <Button variant={variant} {...props}>
                  {variant === "danger" ? "Delete track" : "Save changes"}
                </Button>
              </Specimen>
            ))}
          </Grid>
        </Group>
      ))}
      <Group title="Sizes and icons">
        <Row>
          <Button size="sm">Small</Button>
          <Button size="md">Medium</Button>
          <Button size="lg">Large</Button>
          <Button variant="secondary">
            Export <ChevronDownIcon />
          </Button>
          <TooltipTrigger>
            <Button variant="ghost" iconOnly aria-label="More actions">
              <MoreIcon size={18} />
            </Button>
            <Tooltip>More actions</Tooltip>
          </TooltipTrigger>
          <Button variant="secondary" size="sm" iconOnly aria-label="Close">
            <CloseIcon />
          </Button>
        </Row>
      </Group>
      <Group title="Link">
        <Grid>
          <Specimen label="Default">
            <Link href="#actions">Course catalogue</Link>
          </Specimen>
          <Specimen label="Hover">
            <Link href="#actions" data-demo="hover">
              Course catalogue
            </Link>
          </Specimen>
          <Specimen label="Focus">
            <Link href="#actions" data-demo="focus">
              Course catalogue
            </Link>
          </Specimen>
          <Specimen label="Disabled">
            <Link isDisabled>Course catalogue</Link>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
