import { useMutation, useQueryClient, type UseMutationOptions } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { refusalOf } from "../../lib/api-errors";
import { notify } from "../../lib/toast";

/**
 * A back-office action: on success it refreshes every admin query and confirms with `success`;
 * a refusal shows the server's refusal, in the active language.
 */
export function useAdminMutation<TData, TError, TVariables, TResult>(options: UseMutationOptions<TData, TError, TVariables, TResult>, success?: string) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  return useMutation<TData, TError, TVariables, TResult>({
    ...options,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries();
      if (success) notify.success(success);
      await options.onSuccess?.(...args);
    },
    onError: (...args) => {
      notify.error(refusalOf(args[0]) ?? t("shared.requestFailed"));
      options.onError?.(...args);
    },
  });
}
