declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The registration buys the seats a waiting-list offer holds for the visitor (the event shows as sold out to others). */
    waitingOffer?: boolean;
  }
}

export {};
