import { createRoute } from "@tanstack/react-router";
import { HomeScreen } from "../screens/home/home-screen";
import { rootRoute } from "./root";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: HomeScreen,
});
