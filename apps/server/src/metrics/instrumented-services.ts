import type { Mailer } from "@vyc/domain/mail";
import type { PaymentProvider, PaymentProviders } from "@vyc/domain/payments";
import type { BackgroundTasks } from "@vyc/domain/shared";
import type { ServerMetrics } from "./server-metrics";

/** The mailer, counting e-mails on their way, sent and failed. */
export function countedMailer(mailer: Mailer, metrics: ServerMetrics): Mailer {
  return {
    async send(message) {
      metrics.mailQueue.inc();
      try {
        await mailer.send(message);
        metrics.mailSent.inc();
      } catch (error) {
        metrics.mailFailures.inc();
        throw error;
      } finally {
        metrics.mailQueue.dec();
      }
    },
  };
}

/** Background work, counting the tasks still running. */
export function countedBackgroundTasks(tasks: BackgroundTasks, metrics: ServerMetrics): BackgroundTasks {
  return {
    run(name, task) {
      metrics.backgroundTasks.inc();
      tasks.run(name, () => task().finally(() => metrics.backgroundTasks.dec()));
    },
    settled: () => tasks.settled(),
  };
}

const OPERATIONS = ["createOrder", "captureOrder", "getOrder", "getCapture", "refund"] as const;

function countedProvider<P extends PaymentProvider>(provider: P, metrics: ServerMetrics): P {
  const counted = Object.create(provider) as P;
  for (const operation of OPERATIONS) {
    const call = provider[operation].bind(provider) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(counted, {
      [operation]: async (...args: unknown[]) => {
        try {
          return await call(...args);
        } catch (error) {
          metrics.paymentProviderErrors.inc({ provider: provider.name, operation });
          throw error;
        }
      },
    });
  }
  return counted;
}

/** The payment providers, counting the calls that fail per provider and operation. */
export function countedPaymentProviders(providers: PaymentProviders, metrics: ServerMetrics): PaymentProviders {
  return {
    ...providers,
    ...(providers.paypal ? { paypal: countedProvider(providers.paypal, metrics) } : {}),
    ...(providers.test ? { test: countedProvider(providers.test, metrics) } : {}),
  };
}
