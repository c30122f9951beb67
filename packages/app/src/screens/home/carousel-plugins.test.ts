import { LIMITS } from "@vyc/validators";
import { describe, expect, it } from "vitest";
import { carouselPlugins } from "./carousel-plugins";

describe("carouselPlugins", () => {
  it("autoplays with the home carousel's delay", () => {
    const plugins = carouselPlugins({ autoplayMs: LIMITS.carouselAutoplayMs, reducedMotion: false });
    expect(plugins).toHaveLength(1);
    expect(plugins[0]?.name).toBe("autoplay");
    expect(plugins[0]?.options).toMatchObject({ delay: 2500 });
  });

  it("does not move by itself when the visitor prefers reduced motion", () => {
    expect(carouselPlugins({ autoplayMs: LIMITS.carouselAutoplayMs, reducedMotion: true })).toEqual([]);
  });

  it("does not autoplay without a delay", () => {
    expect(carouselPlugins({ reducedMotion: false })).toEqual([]);
  });
});
