import { Paper, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import type { Cart, SessionSettings } from '@storefront/contract';
import { useSession } from '../../../lib/session/use-session';
import { useCheckoutFlow } from '../hooks/use-checkout-flow';
import { useStepFocus } from '../hooks/use-step-focus';
import { stepTitle } from '../utils/checkout-steps';
import { CheckoutStepContent } from './CheckoutStepContent';

interface CheckoutFlowProps {
  cart: Cart;
  settings: SessionSettings;
  onPlaced: () => void;
}

/** The spec 2 §2 vertical stepper; card data lives only in this component's state (useCheckoutFlow). */
export function CheckoutFlow({ cart, settings, onPlaced }: CheckoutFlowProps) {
  const { userType, shipMethod } = useSession();
  const flow = useCheckoutFlow(cart, settings, onPlaced);
  const { steps, index, placed } = flow;
  const headingRef = useStepFocus(index);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 1.5, sm: 3 } }}>
      <Stepper activeStep={index} orientation="vertical" sx={{ '& .MuiStepContent-root': { pr: { xs: 0, sm: 2 } } }}>
        {steps.map((step, i) => (
          <Step key={step} completed={i < index || placed !== null}>
            <StepLabel>
              <Typography
                ref={headingRef(i)}
                component="h2"
                tabIndex={-1}
                sx={{ fontSize: 16, fontWeight: i === index ? 700 : 500, outlineOffset: 2 }}
              >
                {stepTitle(step, shipMethod, userType)}
              </Typography>
            </StepLabel>
            {/* No collapse animation: a step that closes above the next one would move its buttons under the buyer's pointer. */}
            <StepContent slotProps={{ transition: { unmountOnExit: true, timeout: 0 } }}>
              {i === index && <CheckoutStepContent step={step} flow={flow} cart={cart} settings={settings} />}
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
