export { floorKey, useFloor } from "./api/use-floor";
export { FloorNav } from "./components/floor-nav";
export { FloorPlan } from "./components/floor-plan";
export { UnitCards } from "./components/unit-cards";

// The floor's styles (its plan, cards and neighbours), used by its page's markup too.
import "./floor.css";
