import { Center, OrbitControls } from '@react-three/drei';
import { Canvas, useFrame, useLoader, useThree } from '@react-three/fiber';
import { Suspense, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ComponentRef, type Ref } from 'react';
import { Color, MeshPhysicalMaterial, RepeatWrapping, SRGBColorSpace, TextureLoader, type Group, type Mesh, type Texture } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { FABRIC_PRESETS, type Fabric } from '../../../shared/d3d';
import type { LightingPreset } from './lighting';
import { ResolutionGovernor } from './resolution-governor';

/**
 * The 3D garment viewer (issue #15 item 1): the GLB (meshopt-compressed, decoded by three's own
 * bundled decoder, no CDN) on a MeshPhysicalMaterial whose colour, repeating pattern texture,
 * roughness and sheen follow the fabric panel; orbit and zoom (OrbitControls), a turntable, three
 * lighting presets, and a PNG export of the current view. Loaded lazily by the detail page only.
 */

export interface ViewerLook {
  colour: string;
  pattern: string | null;
  /** Pattern repeats across the garment's UV space (larger = smaller motifs). */
  patternScale: number;
  /** Degrees. */
  patternRotation: number;
  fabric: Fabric;
  lighting: LightingPreset;
  turntable: boolean;
}

export interface ViewerHandle {
  /** A PNG of the current view, rendered afresh. */
  exportPng: () => Promise<Blob>;
  resetView: () => void;
}

type OrbitControlsImpl = ComponentRef<typeof OrbitControls>;

const BACKGROUND: Record<LightingPreset, string> = { studio: '#F4F2EF', daylight: '#EAF1F6', dramatic: '#1E1F24' };

function Lights({ preset }: { preset: LightingPreset }) {
  if (preset === 'daylight') {
    return (
      <>
        <hemisphereLight args={['#DDEEFF', '#B8A58C', 1.4]} />
        <directionalLight position={[3, 5, 2]} intensity={2.2} color="#FFF4E0" />
      </>
    );
  }
  if (preset === 'dramatic') {
    return (
      <>
        <ambientLight intensity={0.12} />
        <spotLight position={[-3, 3, 2]} angle={0.5} penumbra={0.6} intensity={40} color="#FFE2C0" />
        <directionalLight position={[2, 1, -3]} intensity={1.6} color="#8FB4FF" />
      </>
    );
  }
  return (
    <>
      <ambientLight intensity={0.55} />
      <directionalLight position={[2, 3, 3]} intensity={2} />
      <directionalLight position={[-3, 1.5, 1]} intensity={0.7} />
      <directionalLight position={[0, 2, -3]} intensity={0.9} />
    </>
  );
}

/** Colour and finish onto the material; a frame is drawn on demand (no render loop while nothing moves). */
function Finish({ material, colour, fabric }: { material: MeshPhysicalMaterial; colour: string; fabric: Fabric }) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const preset = FABRIC_PRESETS[fabric];
    material.color = new Color(colour);
    material.roughness = preset.roughness;
    material.metalness = preset.metalness;
    material.sheen = preset.sheen;
    material.sheenRoughness = preset.sheenRoughness;
    material.sheenColor = new Color('#ffffff');
    material.clearcoat = preset.clearcoat;
    material.needsUpdate = true;
    invalidate();
  }, [material, colour, fabric, invalidate]);
  return null;
}

function PatternMap({ url, material, scale, rotation, onLoaded }: { url: string; material: MeshPhysicalMaterial; scale: number; rotation: number; onLoaded?: (url: string) => void }) {
  const texture = useLoader(TextureLoader, url);
  const invalidate = useThree((state) => state.invalidate);
  const map = useMemo(() => {
    const copy: Texture = texture.clone();
    copy.wrapS = RepeatWrapping;
    copy.wrapT = RepeatWrapping;
    copy.colorSpace = SRGBColorSpace;
    copy.center.set(0.5, 0.5);
    copy.anisotropy = 4;
    return copy;
  }, [texture]);
  useEffect(() => {
    map.repeat.set(scale, scale * 1.25);
    map.rotation = (rotation * Math.PI) / 180;
    map.needsUpdate = true;
    invalidate();
  }, [map, scale, rotation, invalidate]);
  useEffect(() => {
    material.map = map;
    material.needsUpdate = true;
    invalidate();
    onLoaded?.(url);
    return () => {
      material.map = null;
      material.needsUpdate = true;
      map.dispose();
      invalidate();
    };
  }, [map, material, url, onLoaded, invalidate]);
  return null;
}

function Garment({ url, look, material, onLoaded }: { url: string; look: ViewerLook; material: MeshPhysicalMaterial; onLoaded?: () => void }) {
  const gltf = useLoader(GLTFLoader, url, (loader) => loader.setMeshoptDecoder(MeshoptDecoder));
  const scene = useMemo(() => {
    const copy = gltf.scene.clone(true);
    copy.traverse((object) => {
      if ((object as Mesh).isMesh) (object as Mesh).material = material;
    });
    return copy;
  }, [gltf, material]);
  useEffect(() => onLoaded?.(), [scene, onLoaded]);
  const turning = useRef<Group>(null);
  useFrame((_, delta) => {
    if (look.turntable && turning.current) turning.current.rotation.y += delta * 0.7;
  });
  return (
    <group ref={turning}>
      <Center>
        <primitive object={scene} />
      </Center>
    </group>
  );
}

/**
 * Keeps the drawing resolution to the governor's: full while still, what the device sustains
 * while the garment moves (see ResolutionGovernor).
 */
function AdaptiveResolution({ governor, moving }: { governor: ResolutionGovernor; moving: boolean }) {
  const setDpr = useThree((state) => state.setDpr);
  const invalidate = useThree((state) => state.invalidate);
  const last = useRef(0);
  const ratio = useRef(governor.full);
  const apply = useCallback(
    (next: number) => {
      if (next === ratio.current) return;
      ratio.current = next;
      setDpr(next);
      invalidate();
    },
    [setDpr, invalidate],
  );
  useEffect(() => {
    last.current = 0;
    governor.pause();
    apply(moving ? governor.motion : governor.full);
  }, [moving, governor, apply]);
  useFrame(() => {
    if (!moving) return;
    const now = performance.now();
    if (last.current) apply(governor.frame(now - last.current, now));
    last.current = now;
  });
  return null;
}

function Exporter({ handle, controls, full }: { handle: Ref<ViewerHandle> | undefined; controls: React.RefObject<OrbitControlsImpl | null>; full: number }) {
  const { gl, scene, camera } = useThree();
  useImperativeHandle(
    handle,
    () => ({
      // At full resolution whatever the moving frames are drawn at.
      exportPng: () =>
        new Promise<Blob>((resolve, reject) => {
          const moving = gl.getPixelRatio();
          gl.setPixelRatio(full);
          gl.render(scene, camera);
          gl.domElement.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png');
          gl.setPixelRatio(moving);
        }),
      resetView: () => controls.current?.reset(),
    }),
    [gl, scene, camera, controls, full],
  );
  return null;
}

export interface GarmentViewerProps {
  model: string;
  look: ViewerLook;
  ref?: Ref<ViewerHandle>;
  /** The model is on screen. */
  onModel?: () => void;
  /** A pattern texture is applied (its URL). */
  onPattern?: (url: string) => void;
}

export default function GarmentViewer({ model, look, ref, onModel, onPattern }: GarmentViewerProps) {
  const material = useMemo(() => new MeshPhysicalMaterial({ side: 2 }), []);
  useEffect(() => () => material.dispose(), [material]);
  const controls = useRef<OrbitControlsImpl>(null);
  const governor = useMemo(() => new ResolutionGovernor(), []);
  const [orbiting, setOrbiting] = useState(false);
  return (
    <Canvas
      camera={{ position: [0, 0.1, 2.2], fov: 38, near: 0.05, far: 50 }}
      dpr={governor.full}
      // No MSAA: on a slow device it costs more than the scene; still frames are drawn at 2× instead.
      gl={{ preserveDrawingBuffer: true, antialias: false }}
      // Frames only while turning or when something changed (orbit, look): idle costs nothing.
      frameloop={look.turntable ? 'always' : 'demand'}
      data-testid="garment-canvas"
      style={{ touchAction: 'none' }}
    >
      <color attach="background" args={[BACKGROUND[look.lighting]]} />
      <Lights preset={look.lighting} />
      <Finish material={material} colour={look.colour} fabric={look.fabric} />
      <Suspense fallback={null}>
        <Garment url={model} look={look} material={material} onLoaded={onModel} />
      </Suspense>
      {look.pattern && (
        <Suspense fallback={null}>
          <PatternMap url={look.pattern} material={material} scale={look.patternScale} rotation={look.patternRotation} onLoaded={onPattern} />
        </Suspense>
      )}
      <OrbitControls ref={controls} makeDefault enablePan={false} minDistance={1.1} maxDistance={5} target={[0, 0, 0]} onStart={() => setOrbiting(true)} onEnd={() => setOrbiting(false)} />
      <AdaptiveResolution governor={governor} moving={look.turntable || orbiting} />
      <Exporter handle={ref} controls={controls} full={governor.full} />
    </Canvas>
  );
}
